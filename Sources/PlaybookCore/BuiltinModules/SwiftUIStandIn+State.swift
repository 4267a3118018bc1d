extension SwiftUIStandIn {
    /// `@State`, `@Binding`, `@Bindable` and the other property wrappers a view holds its data in.
    static let state = #"""
        /// A property SwiftUI updates when the view is redrawn.
        public protocol DynamicProperty {}

        /// Where the stand-ins keep a value; SwiftUI keeps it in the view graph.
        final class Storage<Value> {
            var value: Value

            init(_ value: Value) { self.value = value }
        }

        /// A value owned by a view, kept for the view's whole life.
        @propertyWrapper
        public struct State<Value>: DynamicProperty {
            let storage: Storage<Value>

            public init(wrappedValue value: Value) { storage = Storage(value) }
            public init(initialValue value: Value) { storage = Storage(value) }

            public var wrappedValue: Value {
                get { storage.value }
                nonmutating set { storage.value = newValue }
            }

            public var projectedValue: Binding<Value> {
                let storage = storage
                return Binding(get: { storage.value }, set: { storage.value = $0 })
            }
        }

        extension State where Value: ExpressibleByNilLiteral {
            public init() { self.init(wrappedValue: nil) }
        }

        /// A read-write reference to a value owned by someone else.
        @propertyWrapper
        @dynamicMemberLookup
        public struct Binding<Value>: DynamicProperty {
            let get: () -> Value
            let set: (Value) -> Void

            public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
                self.get = get
                self.set = set
            }

            public init(projectedValue: Binding<Value>) { self = projectedValue }

            /// A binding to an optional value, nil where `base` is nil.
            public init?(_ base: Binding<Value?>) {
                guard let value = base.wrappedValue else { return nil }
                self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
            }

            public static func constant(_ value: Value) -> Binding<Value> {
                Binding(get: { value }, set: { _ in })
            }

            public var wrappedValue: Value {
                get { get() }
                nonmutating set { set(newValue) }
            }

            public var projectedValue: Binding<Value> { self }

            public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
                let get = get
                let set = set
                return Binding<Subject>(
                    get: { get()[keyPath: keyPath] },
                    set: { newValue in
                        var value = get()
                        value[keyPath: keyPath] = newValue
                        set(value)
                    }
                )
            }
        }

        extension Binding: Identifiable where Value: Identifiable {
            public var id: Value.ID { wrappedValue.id }
        }

        /// Bindings to the properties of an `@Observable` object.
        @propertyWrapper
        @dynamicMemberLookup
        public struct Bindable<Value>: DynamicProperty {
            public var wrappedValue: Value

            public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
            public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

            public var projectedValue: Bindable<Value> { self }

            public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> \#
        Binding<Subject> {
                let object = wrappedValue
                return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
            }
        }

        // `@StateObject`, `@ObservedObject` and `@EnvironmentObject` are for
        // `ObservableObject` types, which Combine declares. The stand-in asks only for
        // a class, so it builds whether or not Combine stands in too.

        /// An `ObservableObject` owned by a view (the pre-Observation way).
        @propertyWrapper
        public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
            let object: ObjectType

            public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { object = thunk() }

            public var wrappedValue: ObjectType { object }
            public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: object) }
        }

        /// An `ObservableObject` owned by someone else (the pre-Observation way).
        @propertyWrapper
        public struct ObservedObject<ObjectType: AnyObject>: DynamicProperty {
            @dynamicMemberLookup
            public struct Wrapper {
                let object: ObjectType

                public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> \#
        Binding<Subject> {
                    let object = object
                    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
                }
            }

            public var wrappedValue: ObjectType

            public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
            public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

            public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
        }

        /// An `ObservableObject` put into the environment by an ancestor.
        @propertyWrapper
        public struct EnvironmentObject<ObjectType: AnyObject>: DynamicProperty {
            public init() {}

            public var wrappedValue: ObjectType { fatalError("typecheck-only") }
            public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError("typecheck-only") }
        }

        /// Which element of a form has the keyboard focus.
        @propertyWrapper
        public struct FocusState<Value: Hashable>: DynamicProperty {
            public struct Binding {
                public var wrappedValue: Value {
                    get { fatalError("typecheck-only") }
                    nonmutating set {}
                }

                public var projectedValue: FocusState<Value>.Binding { self }
            }

            public init() where Value == Bool {}
            public init<T: Hashable>() where Value == T? {}

            public var wrappedValue: Value {
                get { fatalError("typecheck-only") }
                nonmutating set {}
            }

            public var projectedValue: FocusState<Value>.Binding { Binding() }
        }

        /// A value kept in `UserDefaults` under `key`.
        @propertyWrapper
        public struct AppStorage<Value>: DynamicProperty {
            let storage: Storage<Value>

            public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { storage = \#
        Storage(wrappedValue) }

            public var wrappedValue: Value {
                get { storage.value }
                nonmutating set { storage.value = newValue }
            }

            public var projectedValue: Binding<Value> {
                let storage = storage
                return Binding(get: { storage.value }, set: { storage.value = $0 })
            }
        }

        /// A value kept with the scene's state restoration under `key`.
        public typealias SceneStorage = AppStorage
        """#
}
