#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (`-sanitize=fuzzer` links it): parses libFuzzer's flags from the command
/// line and runs `callback` on each input. SwiftPM names an executable's entry point after its
/// module (`FuzzLexers_main`) and points `main` at it, so libFuzzer's own `main` is not linked:
/// each target's entry point calls this instead.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
