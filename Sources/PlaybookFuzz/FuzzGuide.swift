/// Random guides of the shapes that break markdown tools and Swift
/// extraction: deep quotes and lists, fences of every length and kind, open
/// fences, HTML, tables, placeholders everywhere, the shapes real docs use in
/// Swift blocks, random characters and huge lines. The test suite and the
/// bench's fuzz run share it, so a seed means the same guides in both.
public enum FuzzGuide {
    static let swiftPieces = [
        "struct {Name} {\n    var value = 0\n}\n", "let names = [\"a\", \"b\"]\n",
        "print(names) // Prints \"[\\\"a\\\", \\\"b\\\"]\"\n",
        "x = 6 // Error: x is a constant\n", "...\n", "…\n", "func f() -> Int\n", "@frozen struct Deque<Element>\n",
        "let s = <#name#>\n", "<#T##Type#>\n", "mutating func increment() { value += 1 }\n",
        "@main\nstruct Tool { static func main() {} }\n",
        "// Prints two lines:\n// a\n// b\n", "{ ... }\n", ".package(url: \"https://example.com\", from: \"1.0.0\"),\n",
        "extension {Name} {\n", "}\n", "{", "(", "\"", "#if os(Linux)\n",
        "import Testing\n@Test func t() { #expect(1 == 1) }\n",
        "deinit {}\n", "case a, b\n", "init() {}\n", "var total: Int { 1 }\n", "await something()\n",
        "/* unclosed comment\n",
    ]
    static let markdownPieces = [
        "> ", "- ", "1. ", "  ", "| a | b |\n|---|---|\n| `{Name}` | x |\n", "<div>raw</div>\n",
        "[link](other.md#nowhere)\n",
        "![img](images/x.png)\n", "# {Name} heading\n", "**bold {Name}**\n", "`code`\n", "\n", "~~~\nplain\n~~~\n",
        "[^1]\n\n[^1]: note\n",
        "> [!NOTE]\n> callout\n", "<!-- playbook:hidden\nlet hidden = 1\n-->\n", "    indented code\n",
    ]

    public static func make(_ random: inout SeededRandom) -> String {
        var text = "# Fuzz\n\n"
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let fence = String(
                    repeating: Bool.random(using: &random) ? "`" : "~", count: Int.random(in: 3...5, using: &random))
                let attributes = [
                    "", " expect-error", " skip", " syntax-only", " in={Name}", " file=Sources/{Name}.swift",
                ].randomElement(using: &random)!
                text += "\(fence)swift\(attributes)\n"
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    text += swiftPieces.randomElement(using: &random)!
                }
                if Int.random(in: 0..<8, using: &random) > 0 { text += fence + "\n" }
            case 4:
                text +=
                    String(
                        repeating: markdownPieces.randomElement(using: &random)!,
                        count: Int.random(in: 1...200, using: &random)) + "deep\n\n"
            case 5:
                let bytes = (0..<Int.random(in: 1...200, using: &random)).map { _ in
                    UInt8.random(in: 32...126, using: &random)
                }
                text += String(decoding: bytes, as: UTF8.self) + "\n"
            case 6:
                text += String(repeating: "x", count: Int.random(in: 1_000...20_000, using: &random)) + "\n"
            default:
                text += markdownPieces.randomElement(using: &random)! + "\n"
            }
        }
        return text
    }
}
