/// A version of a name other pages declare each their own way (`struct
/// Player` on nine pages, nine shapes), lent to a fragment that uses it but
/// whose page declares none; or the fragment's own page's, which its program
/// leaves out: an assumption, said in the verdict, under which the fragment
/// is typechecked, never run (see `UnitTwins.withGivenNames`).
public struct AssumedVersion: Sendable, Hashable, Codable {
    public var name: String
    /// The block declaring the version lent.
    public var provider: BlockID
    /// The guide line the provider begins at.
    public var line: Int
    /// The pages declaring a version of the name, the provider's among them; nil for an earlier block of the
    /// fragment's own page, which its program leaves out for declaring an earlier version of a name it redeclares.
    public var pages: Int?
    /// The earlier versions of names it uses lent back with it, in place of the unit's later ones (`Shelf` as this
    /// page declares it at line 5): the program it was typechecked in, said with it.
    public var alongside: [AssumedVersion] = []

    /// `` `Player` as README.md declares it at line 120 (one of 9 pages declaring it, each its own way)``, or
    /// `` `Player` as this page declares it at line 120, in a block left out of this one's program``.
    var described: String {
        guard let pages else {
            let with =
                alongside.isEmpty
                ? ""
                : ", with "
                    + alongside.map { "`\($0.name)` as this page declares it at line \($0.line)" }
                    .joined(separator: " and ")
            return "`\(name)` as this page declares it at line \(line), in a block left out of this one's program"
                + with
        }
        let page = provider.guide.split(separator: "/").last.map(String.init) ?? provider.guide
        return "`\(name)` as \(page) declares it at line \(line) (one of \(pages) pages declaring it, each its own way)"
    }
}
