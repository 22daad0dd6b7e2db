// The start-up floor of the benchmarks: the smallest Swift tool that loads Foundation, as
// screenspec does. Built with `swiftc -O` by Benchmarks/run.sh.
import Foundation

print("hello, \(ProcessInfo.processInfo.arguments.count) argument(s)")
