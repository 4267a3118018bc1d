// Combine exists on Apple platforms only. On Linux, playbook.yml substitutes
// this folder for the Combine module: it re-exports OpenCombine, an open-source
// implementation of the same API (`ObservableObject`, `@Published`,
// `AnyCancellable`, `debounce`, `sink`...). OpenCombineDispatch makes
// `DispatchQueue` a `Scheduler`, so `debounce(for:scheduler: DispatchQueue.main)`
// reads as it does with Apple's Combine.

@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
