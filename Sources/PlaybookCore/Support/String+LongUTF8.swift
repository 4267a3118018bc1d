extension String {
    /// `bytes` decoded as `String(decoding:as: UTF8.self)` decodes them, a few kilobytes at a time. The standard
    /// library checks text that is all ASCII eight bytes at a time, but any other a byte at a time: a page is long,
    /// nearly all ASCII, and holds a dash or an arrow somewhere. A piece never ends inside a character (before a
    /// continuation byte), where a decoder could tell it apart from the whole.
    init(decodingLongUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        self.init()
        reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            var end = Swift.min(start + 1024, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            start = end
        }
    }
}
