// Module tinge-tools is a test fixture.
module github.com/example/tinge-tools

go 1.22.3

toolchain go1.23.1

godebug default=go1.21

require github.com/spf13/cobra v1.8.0

require (
	golang.org/x/mod v0.17.0
	golang.org/x/sys v0.0.0-20240416160154-fe59bbe5cc7f // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)

replace github.com/example/old => ../old

replace (
	golang.org/x/net v0.24.0 => golang.org/x/net v0.25.0
	"github.com/quoted/path" => `./vendor/raw`
)

exclude golang.org/x/text v0.3.7

retract [v1.0.0, v1.0.5] // published by mistake
retract v1.1.0

tool golang.org/x/tools/cmd/stringer
