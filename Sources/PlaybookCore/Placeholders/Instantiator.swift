/// Fills placeholders with a sample's values, keeping a source map, and finds
/// look-alike tokens (`{Destination}`) that no declaration covers.
public struct Instantiator: Sendable {
    public let placeholders: PlaceholderSet
    public let values: [String: String]

    /// Each form's opening byte, looked up for every byte of a block.
    private let openings: [(byte: UInt8, form: PlaybookConfig.PlaceholderForm)]

    public init(placeholders: PlaceholderSet, sample: PlaybookConfig.Sample?) {
        self.placeholders = placeholders
        self.values = sample.map(placeholders.values(for:)) ?? [:]
        openings = placeholders.forms.compactMap { form in form.opening.asciiValue.map { ($0, form) } }
    }

    /// A token in braces that looks like a placeholder but is not declared.
    public struct LookAlike: Sendable, Equatable {
        public var token: String
        /// 1-based line within the text and 1-based UTF-8 column.
        public var line: Int
        public var column: Int
    }

    public struct Result: Sendable, Equatable {
        public var text: String
        public var sourceMap: SourceMap
        public var lookAlikes: [LookAlike]
    }

    /// Instantiates `text` whose first line is guide line `firstGuideLine`.
    public func instantiate(_ text: String, firstGuideLine: Int = 1, columnOffset: Int = 0) -> Result {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var replacements: [Int: [SourceMap.Replacement]] = [:]
        var lookAlikes: [LookAlike] = []
        let bytes = Array(text.utf8)
        var line = 0
        var lineStartInput = 0
        var lineStartOutput = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                output.append(byte)
                index += 1
                line += 1
                lineStartInput = index
                lineStartOutput = output.count
                continue
            }
            // Xcode's own placeholders, `<#name#>` or `<#T##Type#>`, are filled when the config declares the name.
            if byte == UInt8(ascii: "<"), let (name, end) = Self.editorPlaceholder(in: bytes, from: index),
                let value = values[name]
            {
                let start = output.count - lineStartOutput
                output.append(contentsOf: value.utf8)
                replacements[line, default: []].append(
                    SourceMap.Replacement(
                        instantiatedStart: start, instantiatedEnd: output.count - lineStartOutput,
                        guideStart: index - lineStartInput, guideEnd: end - lineStartInput
                    ))
                index = end
                continue
            }
            if let form = openings.first(where: { $0.byte == byte })?.form,
                let (name, end) = token(in: bytes, from: index, closing: form.closing)
            {
                if let value = values[name] {
                    let start = output.count - lineStartOutput
                    output.append(contentsOf: value.utf8)
                    replacements[line, default: []].append(
                        SourceMap.Replacement(
                            instantiatedStart: start,
                            instantiatedEnd: output.count - lineStartOutput,
                            guideStart: index - lineStartInput,
                            guideEnd: end - lineStartInput
                        ))
                    index = end
                    continue
                }
                // `\u{E9}` is a Unicode scalar in a string, not a placeholder.
                let isUnicodeEscape = index >= 2 && bytes[index - 1] == UInt8(ascii: "u") && bytes[index - 2] == 0x5C
                if form == .braces, name.first?.isUppercase == true, !isUnicodeEscape {
                    lookAlikes.append(LookAlike(token: "{\(name)}", line: line + 1, column: index - lineStartInput + 1))
                }
            }
            output.append(byte)
            index += 1
        }
        let map = SourceMap(firstGuideLine: firstGuideLine, columnOffset: columnOffset, replacements: replacements)
        return Result(text: String(decoding: output, as: UTF8.self), sourceMap: map, lookAlikes: lookAlikes)
    }

    /// Fills placeholders in a path or any short text, ignoring positions.
    public func fill(_ text: String) -> String { instantiate(text).text }

    /// Whether `text` holds a placeholder this instantiator has a value for: the first one `instantiate` would
    /// fill, found without filling, so a whole guide is read only when it holds none.
    public func fillsAny(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.indices.contains { index in
            if bytes[index] == UInt8(ascii: "<"), let (name, _) = Self.editorPlaceholder(in: bytes, from: index),
                values[name] != nil
            {
                return true
            }
            guard let form = openings.first(where: { $0.byte == bytes[index] })?.form,
                let (name, _) = token(in: bytes, from: index, closing: form.closing)
            else { return false }
            return values[name] != nil
        }
    }

    /// An editor placeholder starting at `start`: its name (`<#T##Type#>` is
    /// named `T`) and the offset after its closing `#>`.
    static func editorPlaceholder(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "#") else { return nil }
        var end = start + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "#") && bytes[end + 1] == UInt8(ascii: ">")) {
            if bytes[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        guard end + 1 < bytes.count else { return nil }
        let inner = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let name = inner.components(separatedBy: "##").first ?? inner
        return (name, end + 2)
    }

    /// Whether `text` still holds an editor placeholder: a template to fill in, not code to compile.
    public static func hasEditorPlaceholder(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.indices.contains {
            bytes[$0] == UInt8(ascii: "<") && editorPlaceholder(in: bytes, from: $0) != nil
        }
    }

    /// An identifier right after `start` and closed by `closing`: its name and the offset after the closing character.
    private func token(in bytes: [UInt8], from start: Int, closing: Character) -> (String, Int)? {
        guard let closingByte = closing.asciiValue else { return nil }
        var end = start + 1
        while end < bytes.count, isIdentifierByte(bytes[end], first: end == start + 1) { end += 1 }
        guard end > start + 1, end < bytes.count, bytes[end] == closingByte else { return nil }
        return (String(decoding: bytes[(start + 1)..<end], as: UTF8.self), end + 1)
    }

    private func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
        default: return false
        }
    }
}
