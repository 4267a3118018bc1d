/// A member an extension adds (`stub`), with the type it extends (`Item`).
struct ExtensionMember: Hashable, Sendable {
    var type: String
    var member: String

    /// The members `block`'s extensions add, with the type each extends.
    static func added(by block: PreparedBlock) -> [ExtensionMember] {
        block.analysis.extendedTypes.flatMap { type in
            block.analysis.extensionMembers.map { ExtensionMember(type: type, member: $0) }
        }
    }
}
