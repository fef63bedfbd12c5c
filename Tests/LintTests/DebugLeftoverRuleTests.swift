import Lint
import Testing

@Suite struct DebugLeftoverRuleTests {
    @Test func javascriptDebuggerInCodeOnly() {
        expectFindings("debug-leftover", in: """
            function f(x) {
              1️⃣debugger;
              if (x) { 2️⃣debugger }
              // debugger
              const s = "debugger", t = `debugger`;
              const my_debugger = x.debugger + $debugger;
              console.log(x);
            }

            """, path: "app.js")
        expectFindings("debug-leftover", in: "let x: number = 1;\n1️⃣debugger;\n", path: "app.ts")
        expectFindings("debug-leftover", in: "const A = () => { 1️⃣debugger; return <div/>; };\n", path: "app.tsx")
    }

    @Test func pythonBreakpointsAndPdb() {
        expectFindings("debug-leftover", in: """
            1️⃣import pdb
            2️⃣import ipdb
            import pdbpp
            def f(x):
                3️⃣breakpoint()
                4️⃣pdb.set_trace()
                5️⃣ipdb.set_trace()
                # breakpoint()
                s = "pdb.set_trace()"
                print(x)
                self.breakpoint()

            class Debugger:
                def breakpoint(self):
                    pass

            """, path: "app.py")
    }

    @Test func rustDbg() {
        expectFindings("debug-leftover", in: """
            fn main() {
                let x = 1️⃣dbg!(1 + 1);
                // dbg!(x)
                let s = "dbg!(x)";
                println!("{}", x);
            }

            """, path: "main.rs")
    }

    @Test func rubyPryAndByebug() {
        expectFindings("debug-leftover", in: """
            def run
              1️⃣binding.pry
              2️⃣byebug
              # binding.pry
              puts "byebug"
              binding.pry_remote
              my_byebug = 1
            end

            """, path: "app.rb")
    }

    @Test func phpVarDumpAndDd() {
        expectFindings("debug-leftover", in: """
            <?php
            1️⃣var_dump($x);
            2️⃣dd($user);
            // dd($user);
            echo "var_dump($x)";
            $total = add($x);
            $dd($x);
            function dd(...$vars) {}

            """, path: "index.php")
    }

    @Test func otherLanguagesAreNotChecked() {
        expectFindings("debug-leftover", in: "let debugger = 1\nbreakpoint()\ndbg!(x)\n", path: "main.swift")
    }

    @Test func onlyAddedLinesCount() {
        expectFindings("debug-leftover", in: "debugger;\n1️⃣debugger;\n", path: "a.js", added: [2])
    }

    @Test func markdownFencesWithTheirLanguagesWords() {
        expectFindings("debug-leftover", in: """
            # Debugging

            Write `debugger` where it should stop:

            ```js
            function f(x) {
              1️⃣debugger;
              console.log(x);
            }
            ```

            ```python
            import sys
            2️⃣breakpoint()
            print("debugger")
            ```

            ```
            debugger
            ```

            """, path: "README.md")
    }

    @Test func htmlScriptBlocksAndInlinePHP() {
        expectFindings("debug-leftover", in: """
            <p>debugger</p>
            <script type="module">
              const x = 1;
              1️⃣debugger;
            </script>
            <script>
              // debugger
            </script>

            """, path: "index.html")
        expectFindings("debug-leftover", in: """
            <ul>
            <?php foreach ($items as $item) { 1️⃣var_dump($item); } ?>
            </ul>
            <script>
            2️⃣debugger
            </script>

            """, path: "list.php")
    }
}
