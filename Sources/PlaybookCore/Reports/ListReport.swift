import Foundation

/// `playbook list`'s output: every block of every guide, as text or JSON.
public enum ListReport {
    /// One line per block: `guide:line  language  target-file  heading`.
    public static func text(_ guides: [Guide]) -> String {
        var lines: [String] = []
        for guide in guides {
            for block in guide.blocks {
                let language = block.language.isEmpty ? "-" : block.language + (block.hidden ? " (hidden)" : "")
                lines.append(
                    [
                        "\(guide.path):\(block.line)",
                        language,
                        block.targetFile ?? "-",
                        block.headingPath.last ?? "-",
                    ].joined(separator: "  "))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    public static func json(_ guides: [Guide]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Listing(guides: guides.map(GuideEntry.init)))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Listing: Encodable {
        var guides: [GuideEntry]
    }

    private struct GuideEntry: Encodable {
        var path: String
        var title: String
        var blocks: [BlockEntry]

        init(_ guide: Guide) {
            path = guide.path
            title = guide.title
            blocks = guide.blocks.map(BlockEntry.init)
        }
    }

    private struct BlockEntry: Encodable {
        let block: CodeBlock

        enum Keys: String, CodingKey {
            case index, language, attributes, line, contentLine, endLine, headingPath, targetFile, hidden, closed
        }

        /// Written by hand so a missing target file is `null`, not an absent key.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(block.index, forKey: .index)
            try container.encode(block.language, forKey: .language)
            try container.encode(block.attributes, forKey: .attributes)
            try container.encode(block.line, forKey: .line)
            try container.encode(block.contentLine, forKey: .contentLine)
            try container.encode(block.endLine, forKey: .endLine)
            try container.encode(block.headingPath, forKey: .headingPath)
            try container.encode(block.targetFile, forKey: .targetFile)
            try container.encode(block.hidden, forKey: .hidden)
            try container.encode(block.closed, forKey: .closed)
        }
    }
}
