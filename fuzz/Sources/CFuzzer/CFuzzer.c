// Only a header: the driver is in libFuzzer, linked by -sanitize=fuzzer.
