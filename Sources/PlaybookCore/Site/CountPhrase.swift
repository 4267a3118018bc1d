/// A number with its noun in the right form: "1 sample", "2 samples".
enum CountPhrase {
    static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
