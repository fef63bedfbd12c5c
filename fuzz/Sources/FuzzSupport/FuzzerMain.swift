import CFuzzer

/// Runs libFuzzer with this process's arguments on `test`: what a target's entry point does.
///
/// SwiftPM links an executable with `main` pointing at `<Module>_main`, so each target defines
/// that (`@_cdecl("FuzzLexers_main")`) and calls this with libFuzzer's driver.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                      _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, test)
}

/// Where an empty input points when libFuzzer hands it over as a null pointer.
nonisolated(unsafe) public let emptyInput = UnsafePointer<UInt8>(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
