#if canImport(Glibc)
  import Glibc
#endif

/// Asks the kernel to back the array's spare capacity with huge pages: a
/// bulk load touches tens of MB for the first time, and 4 KiB page faults
/// were a third of its time.
func adviseHugePages<T>(_ a: inout [T]) {
  #if canImport(Glibc)
    let huge = 2 << 20
    let bytes = a.capacity * MemoryLayout<T>.stride
    guard bytes >= 2 * huge else { return }
    a.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let start = (UInt(bitPattern: base) + UInt(huge - 1)) & ~UInt(huge - 1)
      let end = (UInt(bitPattern: base) + UInt(bytes)) & ~UInt(huge - 1)
      guard end > start, let p = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(p, Int(end - start), MADV_HUGEPAGE)
    }
  #endif
}
