import Testing

@testable import PlaybookCore

/// A top-level task whose output the page promises is awaited on its line; others run as written.
struct AwaitedTasksTests {
    @Test func aTaskWhoseOutputIsPromisedIsAwaitedOnItsLines() {
        let code = "Task {\n    await connect()\n}\nTask.detached { print(1) }\nlet kept = Task { 2 }\n"
        #expect(
            AwaitedTasks.awaiting(code, endingOn: [3, 4, 5])
                == "_ = await Task {\n    await connect()\n}.result\n_ = await Task.detached { print(1) }.result\n"
                + "let kept = Task { 2 }\n")
    }

    @Test func aTaskWhoseOutputNothingPromisesRunsAsWritten() {
        let code = "Task {\n    for await value in stream { print(value) }\n}\n"
        #expect(AwaitedTasks.awaiting(code, endingOn: [1]) == code)
        #expect(AwaitedTasks.awaiting(code, endingOn: []) == code)
    }
}
