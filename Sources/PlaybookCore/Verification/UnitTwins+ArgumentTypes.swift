import Foundation

/// Values a fragment passes whole to a call, given the type the parameter takes: the compiler says it of a probe.
extension UnitTwins {
    /// The twin of a unit that gave values as probes (`withProbes(_:after:)`),
    /// with each value the compiler said a parameter's type for given as that
    /// type (`xmlToParse` as a `String`): the fragment is typechecked against
    /// the API it calls. A type is read only from a block passing the value
    /// whole; a value passed to parameters of two types is given neither. The
    /// blocks failing otherwise, and those using a value not given or not
    /// passing it whole, are left out with their dependents. Typechecked only,
    /// never run; nil when no block left uses a value given so.
    func withArgumentTypes(_ unit: VerificationUnit, after outcome: UnitOutcome) -> VerificationUnit? {
        guard unit.givesProbes, !outcome.typechecked, outcome.toolFailure == nil else { return nil }
        let sampleBlocks = blocks[unit.sample] ?? [:]
        var types: [String: Set<String>] = [:]
        // Overloads taking different types (`parse(_: String)`, `parse(_: Data)`): each call's choices, in order.
        var overloadTypes: [String: [[String]]] = [:]
        var failing = Set<BlockID>()
        for error in outcome.errors {
            guard let block = error.block else { return nil }
            let passes = { (name: String) in sampleBlocks[block]?.analysis.freeArgumentNames.contains(name) == true }
            if let (name, type) = Self.parameterType(inError: error.location.message), passes(name) {
                types[name, default: []].insert(type)
            } else if let (name, choices) = Self.overloadTypes(inNotes: error.candidates ?? []), passes(name) {
                overloadTypes[name, default: []].append(choices)
            } else {
                failing.insert(block)
            }
        }
        var learned = types.compactMapValues { $0.count == 1 ? $0.first : nil }
        var otherOverloadTypes: [String: [String]] = [:]
        for (name, calls) in overloadTypes where types[name] == nil {
            // One type every call takes; of several, `String` (what a doc's value most often is), else the first.
            let common = calls.dropFirst().reduce(calls[0]) { kept, next in kept.filter(next.contains) }
            guard let chosen = common.first(where: { $0 == "String" }) ?? common.first else { continue }
            learned[name] = chosen
            otherOverloadTypes[name] = Array(calls.joined()).uniqued().filter { $0 != chosen }
        }
        let probed = Set(unit.givenNames.filter(\.isProbe).map(\.name))
        for member in unit.members {
            guard let analysis = sampleBlocks[member.block]?.analysis else { continue }
            let unsure = probed.intersection(analysis.usedNames).contains { name in
                learned[name] == nil || !analysis.freeArgumentNames.contains(name)
            }
            if unsure { failing.insert(member.block) }
        }
        let dropped = UnitPlanner.closure(of: failing, among: unit.members.map(\.block), blocks: sampleBlocks)
        var twin = unit
        twin.members = unit.members.filter { !dropped.contains($0.block) }
        let usesALearnedType = twin.members.contains { member in
            member.borrowedFor == nil
                && sampleBlocks[member.block]?.analysis.usedNames.contains(where: { learned[$0] != nil }) == true
        }
        guard usesALearnedType else { return nil }
        twin.givenNames = unit.givenNames.compactMap { given in
            guard given.isProbe else { return given }
            return learned[given.name].map {
                GivenName(
                    name: given.name, type: $0, count: 0, total: 0, typeReadFromCall: true,
                    otherOverloadTypes: otherOverloadTypes[given.name] ?? [])
            }
        }
        twin.id = unit.id + "/argument"
        twin.targetName = unit.targetName + "Argument"
        return twin
    }

    /// The value a probe stands for and the type of the parameter it is passed
    /// to, from the compiler's error: "cannot convert value of type
    /// 'PlaybookTypeOf_xml' to expected argument type 'String'" → `xml`, `String`;
    /// "argument type 'PlaybookTypeOf_provider' does not conform to expected type
    /// 'ConfigProvider'" → `provider`, `any ConfigProvider`. A typealias is
    /// written as named (`'TimeInterval' (aka 'Double')` → `TimeInterval`). Nil
    /// for a type a declaration cannot write: an error type, `Self`, a
    /// placeholder, a generic parameter (`T`, `Element`).
    static func parameterType(inError message: String) -> (name: String, type: String)? {
        let forms: [(prefix: String, middle: String, existential: Bool)] = [
            ("cannot convert value of type '", "' to expected argument type '", false),
            ("argument type '", "' does not conform to expected type '", true),
        ]
        for form in forms {
            guard message.hasPrefix(form.prefix), let middle = message.range(of: form.middle) else { continue }
            let probe = message[message.index(message.startIndex, offsetBy: form.prefix.count)..<middle.lowerBound]
            let rest = message[middle.upperBound...]
            guard let name = GivenName.probedName(inType: String(probe)), let end = rest.firstIndex(of: "'") else {
                continue
            }
            let type = String(rest[..<end])
            guard Self.isWritable(type) else { return nil }
            return (name, form.existential && !type.hasPrefix("any ") ? "any \(type)" : type)
        }
        return nil
    }

    /// The value a probe stands for and the types the overloads of its call
    /// take, from the compiler's notes under "no exact matches in call to …":
    /// "candidate expects value of type 'String' for parameter #1 (got
    /// 'PlaybookTypeOf_xml')" and one expecting '[UInt8]' → `xml`, [`String`,
    /// `[UInt8]`]. Nil when a note names another value, or none, or an
    /// overload takes a type a declaration cannot write (a generic one, `T`,
    /// `some DataProtocol`): the others would be named, not all.
    static func overloadTypes(inNotes notes: [String]) -> (name: String, types: [String])? {
        var name: String?
        var types: [String] = []
        for note in notes {
            guard note.hasPrefix(DiagnosticAttribution.candidateNotePrefix) else { return nil }
            let rest = note.dropFirst(DiagnosticAttribution.candidateNotePrefix.count)
            guard let typeEnd = rest.firstIndex(of: "'"), let got = rest.range(of: "(got '"),
                let probe = GivenName.probedName(inType: String(rest[got.upperBound...].prefix { $0 != "'" }))
            else { return nil }
            guard name == nil || name == probe else { return nil }
            name = probe
            let type = String(rest[..<typeEnd])
            guard Self.isWritable(type) else { return nil }
            if !types.contains(type) { types.append(type) }
        }
        guard let name, !types.isEmpty else { return nil }
        return (name, types)
    }

    /// Whether a type the compiler printed can be written in a declaration of the given-names file.
    private static func isWritable(_ type: String) -> Bool {
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        return !type.isEmpty && !["<<", "τ_", "@", "$"].contains(where: type.contains)
            && !words.contains { word in
                word == "Self" || word == "_" || (word.count == 1 && word.first?.isUppercase == true)
                    || GivenName.probedName(inType: word) != nil || StandInType.conventionalGenericNames.contains(word)
            }
    }
}
