import FlyingSocks
import Foundation

/// An event stream as the byte sequence FlyingFox sends in chunks: each
/// event leaves as soon as it is published, and the response ends when the
/// stream does.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator {
        Iterator(events: events.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            guard let buffer = await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = Array(event)
            }
            let taken = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(taken.count)
            return taken
        }
    }
}
