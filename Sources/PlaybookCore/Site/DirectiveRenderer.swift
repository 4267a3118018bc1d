/// The HTML a DocC directive's first and last lines become. Layout is left
/// to the stylesheet and script: without script, a tab navigator is its tabs
/// one after another, each under its name as a heading.
enum DirectiveRenderer {
    static func html(_ marker: DirectiveMarker) -> String {
        let header = marker.header
        switch header.name {
        case "Row":
            return marker.isClosing ? "</div>\n" : "<div class=\"docc-row\">\n"
        case "Column":
            let span = Int(header.argument("size") ?? "").map { min(max($0, 1), 12) } ?? 1
            return marker.isClosing ? "</div>\n" : "<div class=\"docc-column\" style=\"--span: \(span)\">\n"
        case "TabNavigator":
            return marker.isClosing ? "</div>\n" : "<div class=\"docc-tabs\">\n"
        case "Tab":
            let name = HTML.escape(header.argument(nil) ?? "Tab")
            return marker.isClosing
                ? "</section>\n" : "<section class=\"docc-tab\">\n<h3 class=\"docc-tab-title\">\(name)</h3>\n"
        case "Links":
            let style = (header.argument("visualStyle") ?? "list").filter { $0.isASCII && $0.isLetter }
            return marker.isClosing ? "</div>\n" : "<div class=\"docc-links docc-links-\(style)\">\n"
        case "Small":
            return marker.isClosing ? "</div>\n" : "<div class=\"docc-small\">\n"
        default:
            let name = HTML.escape(header.name)
            return marker.isClosing
                ? "</div>\n" : "<div class=\"docc-directive\">\n<p class=\"docc-directive-name\">@\(name)</p>\n"
        }
    }
}
