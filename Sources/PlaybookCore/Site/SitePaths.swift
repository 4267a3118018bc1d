import Foundation

/// Where each page of the site lives, relative to the site's root. Every link
/// in the site is relative, so the site works from `file://` and from any
/// folder of a web server; only the 404 page, shown at any missing address,
/// links from an absolute root.
struct SitePaths: Sendable {
    /// Pages the site writes itself; a guide whose page would take one of these names is moved aside.
    static let reservedPages: Set<String> = ["index.html", "404.html", "report.html", "contents.html"]
    static let assetsFolder = "assets"
    static let examplesFolder = "examples"

    /// The page of every guide, by guide path, as a link writes it
    /// (percent-encoded: `c#d.md` is `c%23d.html`); `file(ofHref:)` gives the file's name.
    let guidePages: [String: String]
    /// The verified-example page of every unit, by unit ID.
    let examplePages: [String: String]

    /// `home` is the guide shown as `index.html` (a DocC catalog's root page) in place of the overview.
    init(guides: [String], units: [String], home: String? = nil) {
        var pages: [String: String] = [:]
        for guide in guides {
            guard guide != home else {
                pages[guide] = "index.html"
                continue
            }
            var page = Self.htmlName(forGuide: guide)
            if Self.reservedPages.contains(page) || page.hasPrefix(Self.assetsFolder + "/")
                || page.hasPrefix(Self.examplesFolder + "/")
            {
                page = "guide-" + page
            }
            pages[guide] = Self.href(page)
        }
        guidePages = pages
        var examples: [String: String] = [:]
        var taken = Set<String>()
        for unit in units.sorted() {
            let stem = Self.fileStem(unit)
            var name = stem
            var number = 2
            while taken.contains(name) {
                name = "\(stem)-\(number)"
                number += 1
            }
            taken.insert(name)
            examples[unit] = "\(Self.examplesFolder)/\(name).html"
        }
        examplePages = examples
    }

    /// `nested/create-viewmodel.md` becomes `nested/create-viewmodel.html`; any other extension is replaced too.
    /// A guide given as a file outside the working folder (`../x.md`, `/tmp/x.md`) stays inside the site.
    static func htmlName(forGuide guidePath: String) -> String {
        let path = insideSite(guidePath)
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        if let dot = path[slash...].lastIndex(of: "."), dot > slash {
            return path[..<dot] + ".html"
        }
        return path + ".html"
    }

    /// A site path as a link writes it: each segment percent-encoded but for
    /// letters, digits, `-._~` and non-ASCII text (which browsers encode
    /// themselves), so `#`, `?`, `%`, `:` and spaces in a guide's name do not
    /// cut or bend the link.
    static func href(_ path: String) -> String {
        // Most paths need no escape: they are returned as they are, without building another string.
        guard path.utf8.contains(where: { !isKeptInHref($0) }) else { return path }
        var encoded = ""
        for scalar in path.unicodeScalars {
            if !scalar.isASCII || isKeptInHref(UInt8(scalar.value)) {
                encoded.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                encoded += "%" + (hex.count < 2 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    /// Whether a byte of a path stays as it is in a link: a letter, a digit, `/`, `-`, `.`, `_`, `~`, or part
    /// of a character beyond ASCII.
    private static func isKeptInHref(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"), 0x80...:
            return true
        default:
            return false
        }
    }

    /// The file a link made by `href(_:)` names, relative to the site's root.
    static func file(ofHref href: String) -> String {
        PathText.decodingPercents(href)
    }

    /// A relative path with empty, `.` and `..` parts dropped, so it cannot leave the site's folder.
    static func insideSite(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// The site's root as an absolute path (`/`, `/playbook/`), from the
    /// address it is published at. The 404 page links from it: a host serves
    /// that page at any missing address, where no relative link holds.
    static func absoluteRoot(siteURL: String?) -> String {
        let path = siteURL.flatMap { URL(string: $0)?.path } ?? ""
        let trimmed = path.split(separator: "/").joined(separator: "/")
        return trimmed.isEmpty ? "/" : "/\(trimmed)/"
    }

    /// The way up from `page` to the site's root: `""` or `"../"` per folder.
    static func rootPrefix(of page: String) -> String {
        String(repeating: "../", count: page.filter { $0 == "/" }.count)
    }

    /// `Articles/GettingStarted.md` gives `GettingStarted`, the name a DocC link uses.
    static func fileStem(forGuide guidePath: String) -> String {
        let name = guidePath.split(separator: "/").last.map(String.init) ?? guidePath
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// A unit ID such as `character/create-viewmodel.md#2` as a file name: `character-create-viewmodel-md-2`.
    static func fileStem(_ unit: String) -> String {
        var stem = ""
        var lastWasDash = false
        for character in unit.lowercased() {
            if character.isASCII, character.isLetter || character.isNumber {
                stem.append(character)
                lastWasDash = false
            } else if !lastWasDash {
                stem.append("-")
                lastWasDash = true
            }
        }
        let trimmed = stem.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "unit" : trimmed
    }
}
