import JournalExtras
import Kit
import Testing

@Test func aLineIsJournaled() {
    #expect("Hello".journaled == "- Hello")
}
