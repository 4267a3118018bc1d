import Foundation
import Testing

@testable import PlaybookCore

/// Products declaring the same API for two versions of something: a page that writes no import is checked
/// with one of them, saying which, and a block that imports one is never given the other.
@Suite struct ParallelProductsTests {
    static let kit = ParallelProducts(groups: [.init(products: ["Kit30", "Kit"], preferred: "Kit")])

    @Test func productsDeclaringTheSameTypesAreParallel() throws {
        try TestSupport.withTemporaryFolder { folder in
            try TestSupport.write(
                "public enum API {}\npublic struct Document {}\n", to: folder, "Sources/Kit/API.swift")
            try TestSupport.write("public enum API {}\n", to: folder, "Sources/Kit30/API.swift")
            try TestSupport.write(
                "extension Document {}\npublic struct Converter {}\n", to: folder, "Sources/Compat/C.swift")
            let names = DependencyNames(packageFolders: [folder.path])
            #expect(names.topLevelTypes(ofModule: "Kit") == ["API", "Document"])
            let found = ParallelProducts.find(
                packages: [(identity: "kit", products: ["Kit30", "Kit", "Compat"])],
                typeNames: names.topLevelTypes(ofModule:), reexports: names.reexports)
            #expect(found == Self.kit, "Compat declares nothing the others do")
        }
        let umbrella = ParallelProducts.find(
            packages: [(identity: "collections", products: ["Collections", "DequeModule"])],
            typeNames: { _ in ["Deque"] }, reexports: { umbrella, _ in umbrella == "Collections" })
        #expect(umbrella.groups.isEmpty, "an umbrella re-exporting a product is not parallel to it")
        let byChance = ParallelProducts.find(
            packages: [(identity: "server", products: ["Server", "ServerCore"])],
            typeNames: {
                $0 == "Server"
                    ? ["Configuration", "Router", "Request", "Response"] : ["Configuration", "Channel"]
            },
            reexports: { _, _ in false })
        #expect(byChance.groups.isEmpty, "one type named alike by chance, even half of the smaller module's")
        let twice = ParallelProducts.find(
            packages: [(identity: "kit", products: ["Kit", "Kit", "Kit30"])], typeNames: { _ in ["API"] },
            reexports: { _, _ in false })
        #expect(twice.groups.map(\.products) == [["Kit", "Kit30"]], "a product a config names twice is one product")
    }

    @Test func aPageWritingNoImportGetsTheProductNamedLikeThePackage() {
        let implicit = ["Foundation", "Kit30", "Kit", "Compat"]
        #expect(Self.kit.imports(implicit: implicit, own: []) == ["Foundation", "Kit", "Compat"])
        let choice = Self.kit.choices(implicit: implicit, own: [])
        #expect(choice.map(\.kept) == ["Kit"] && choice.map(\.dropped) == [["Kit30"]])
        #expect(
            ParallelProducts.note(kept: "Kit", dropped: ["Kit30"], because: choice[0].because)
                == "checked with `import Kit`, not `Kit30`, which declares the same names: the block writes no "
                + "import of them, and it is named like its package")
        let unnamed = ParallelProducts(groups: [.init(products: ["A", "B"], preferred: nil)])
        #expect(unnamed.imports(implicit: ["A", "B"], own: []) == ["A", "B"], "no product to prefer: both, said")
    }

    @Test func aPageImportingOneOfThemAloneMeansIt() {
        #expect(Self.kit.imports(implicit: ["Kit30", "Kit"], own: ["Kit30"]) == ["Kit30"])
        #expect(Self.kit.imports(implicit: ["Kit30", "Kit"], own: ["Kit30", "Kit"]) == ["Kit"])
        #expect(Self.kit.ruledOut(byImports: ["Kit30", "Foundation"]) == ["Kit"])
        #expect(Self.kit.ruledOut(byImports: ["Foundation"]).isEmpty)
    }

    @Test func pageImportsKeepOneOfParallelProducts() {
        let imports = GeneratedPackage.Settings.pageImports(
            implicit: ["Foundation", "Kit30", "Kit"], products: ["Kit30", "Kit"], blocks: [],
            ownModules: ["Kit30/Doc.swift": "Kit30"], parallel: Self.kit, reexports: { _, _ in false })
        #expect(imports["Kit30/Doc.swift"] == ["Foundation", "Kit30"])
    }

    @Test func aBlockImportingOneIsNotGivenTheOther() {
        let block = DocShapesTests().prepare("import Kit30\nlet document = API.Document()\n")
        let unit = VerificationUnit(
            id: "u", targetName: "U1", sample: "default", moduleName: "App", guide: "doc.md",
            members: [.init(block: block.id, borrowedFor: nil)])
        let source = GeneratedPackage.source(
            of: block, unit: unit, imports: ["Foundation", "Kit"], parallel: Self.kit)
        #expect(source.contains("import Foundation\n") && !source.contains("import Kit\n"))
    }
}
