import Dispatch
import Foundation

/// Waits for the first of some signals, having taken them over from their
/// default action (which would end the process without cleaning up).
final class SignalWaiter: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let received = AsyncStream<Int32>.makeStream()

    init(signals: [Int32]) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [received] in received.continuation.yield(number) }
            source.resume()
            sources.append(source)
        }
    }

    func wait() async {
        var iterator = received.stream.makeAsyncIterator()
        _ = await iterator.next()
    }
}
