/// Deals units to the shards of a CI matrix (`--shard i/n`). Units that judge a
/// common block (a block's regular unit and the unit that checks its error
/// marks or its expected error) are dealt together, so every block's verdict is
/// made in one shard and shards merge into the report of a whole run.
struct UnitShards {
    let units: [VerificationUnit]

    /// The units of shard `index` (1-based) of `count`: groups dealt round-robin in the order of their first unit's id.
    func units(ofShard index: Int, of count: Int) -> [VerificationUnit] {
        let group = groups()
        let keys = Set(group.values).sorted()
        let chosen = Set(keys.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
        return units.filter { chosen.contains(group[$0.id] ?? $0.id) }
    }

    /// Each unit's group: the smallest id of the units linked to it through blocks they both own.
    func groups() -> [String: String] {
        var parent: [String: String] = [:]
        func root(_ id: String) -> String {
            var id = id
            while let up = parent[id], up != id { id = up }
            return id
        }
        var owner: [String: String] = [:]
        for unit in units {
            if parent[unit.id] == nil { parent[unit.id] = unit.id }
            for block in unit.ownBlocks {
                let key = "\(unit.sample)/\(block)"
                guard let other = owner[key] else {
                    owner[key] = unit.id
                    continue
                }
                let (first, second) = (root(other), root(unit.id))
                if first != second { parent[max(first, second)] = min(first, second) }
            }
        }
        return Dictionary(units.map { ($0.id, root($0.id)) }, uniquingKeysWith: { first, _ in first })
    }
}
