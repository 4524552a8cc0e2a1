// swift-tools-version: 6.0
// libreorder: a drag-to-reorder engine with a C ABI (see docs/ARCHITECTURE.md).
// No package dependencies: the machines that build this cannot fetch any.
import Foundation
import PackageDescription

// The SONAME's major version, from the header: the version is written there only.
let header =
  (try? String(contentsOfFile: Context.packageDirectory + "/include/reorder.h", encoding: .utf8))
  ?? ""
let major =
  header.split(separator: "\n").first { $0.hasPrefix("#define REORDER_VERSION_MAJOR ") }?
  .split(separator: " ").last.map(String.init) ?? "0"

// Absolute, because the linker does not run in the package directory.
let exportsMap = Context.packageDirectory + "/Sources/ReorderABI/exports.map"

let package = Package(
  name: "libreorder",
  products: [
    // The shipped artifact: .build/<config>/libreorder.so (SONAME libreorder.so.<major>).
    .library(name: "reorder", type: .dynamic, targets: ["ReorderABI"])
  ],
  targets: [
    // Pure Swift engine: no C types, no Foundation.
    .target(name: "ReorderEngine"),

    // include/reorder.h imported as module CReorder, so ReorderABI's
    // `@_cdecl @implementation` functions are checked against the header.
    .systemLibrary(name: "CReorder", path: "include"),

    // The C ABI layer. Its linker flags shape libreorder.so for hosts:
    // -static-stdlib so a host needs no Swift toolchain (only libc, libm,
    // libstdc++, libgcc_s); the version script exports reorder_* and nothing
    // else; the SONAME carries the major version. These flags apply to every
    // image that links ReorderABI, so keep test targets off ReorderABI (test
    // the ABI from C, against the real .so, as `make test` does).
    .target(
      name: "ReorderABI",
      dependencies: ["ReorderEngine", "CReorder"],
      exclude: ["exports.map"],
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib",
            // lld, not gold: gold leaves GOT relocations against symbols the
            // version script made local, which puts engine $s… symbols in .dynsym.
            "-use-ld=lld",
            "-Xlinker", "--version-script=\(exportsMap)",
            "-Xlinker", "-soname=libreorder.so.\(major)",
          ],
          .when(platforms: [.linux])
        )
      ]
    ),

    .executableTarget(name: "ReorderDemo", dependencies: ["ReorderEngine"]),
    .executableTarget(name: "ReorderBench", dependencies: ["ReorderEngine"]),

    .testTarget(name: "ReorderEngineTests", dependencies: ["ReorderEngine"]),
  ]
)
