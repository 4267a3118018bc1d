/// A type a later block shows again (`struct Book` with other members), and
/// whether a type declared beside its earlier version holds beside the new
/// one. A type that only names it (`hasMany(Book.self)`, `var book: Book`)
/// is not written against the earlier version's members: it stays, unless it
/// names a member the earlier version has and the new one lacks, reaches
/// through the type's name a member the new one does not declare
/// (`Book.authorForeignKey`, `Book(…)`), extends, conforms to or inherits
/// from the type, or the new version drops a conformance the earlier one had
/// (a `Codable` property of it). A function or a value using it (`func
/// welcome(_ user: User)`) works on the version it was written beside.
public struct TypeVersionChange: Sendable, Equatable {
    var type: String
    /// Members the earlier version and its extensions declare that the new version lacks.
    var membersGone: Set<String>
    /// Members the new version declares: all a kept use may reach through the type's name.
    var newMembers: Set<String>
    /// Whether the new version conforms to all the earlier one did.
    var keepsConformances: Bool

    /// Whether code referencing the identifiers `referenced`, reaching `reached` through type names, extending
    /// `extended` and conforming to or inheriting from `inherited`, holds beside the new version.
    func spares(
        referenced: Set<String>, reached: [String: Set<String>], extended: Set<String>, inherited: Set<String>
    ) -> Bool {
        keepsConformances && !extended.contains(type) && !inherited.contains(type)
            && referenced.isDisjoint(with: membersGone) && reached[type, default: []].isSubset(of: newMembers)
    }

    /// Whether code lacking `lacked`, names gone with earlier versions, lacks only types shown again that hold for
    /// it in their new version; true when it lacks nothing.
    static func spare(
        _ lacked: Set<String>, by changes: [String: TypeVersionChange], referenced: Set<String>,
        reached: [String: Set<String>], extended: Set<String>, inherited: Set<String>
    ) -> Bool {
        lacked.allSatisfy { type in
            changes[type]?.spares(referenced: referenced, reached: reached, extended: extended, inherited: inherited)
                == true
        }
    }

    /// The types `block` declares again that `earlier` declare as types, with what changed.
    static func changes(by block: PreparedBlock, over earlier: [PreparedBlock]) -> [String: TypeVersionChange] {
        let analysis = block.analysis
        var changes: [String: TypeVersionChange] = [:]
        for type in analysis.declaredTypes where earlier.contains(where: { $0.analysis.declaredTypes.contains(type) }) {
            let newMembers = analysis.typeMembers[type, default: []]
            let oldMembers = Set(earlier.flatMap { $0.analysis.typeMembers[type, default: []] })
            let oldConformances = Set(earlier.flatMap { $0.analysis.conformances[type, default: []] })
            changes[type] = TypeVersionChange(
                type: type, membersGone: oldMembers.subtracting(newMembers), newMembers: newMembers,
                keepsConformances: oldConformances.isSubset(of: analysis.conformances[type, default: []]))
        }
        return changes
    }
}
