/// The packed forms of a `load-section` line's lists, for large sections:
/// written as decimals, an item costs up to 45 bytes of trace; packed, the
/// usual consecutive ids and uniform sizes cost under 1.5. A packed list is
/// `COUNT:FORM:` then base64 (RFC 4648, padded) of bytes laid out as FORM:
/// - `deltas` (ids): per id, its difference from the one before (the first
///   from 0), wrapping, zigzag-encoded as a LEB128 varint of 1 to 10 bytes;
/// - `runs` (sizes, flags): runs of equal values, each its length (a LEB128
///   varint, at least 1) then the value: a size's 8 bytes (a little-endian
///   IEEE 754 double, every bit kept), or a flags byte.
/// Decoders return nil unless the bytes hold exactly `count` values.
enum PackedList {
  // MARK: ids

  static func deltas(_ ids: [UInt64]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(ids.count)
    var previous: UInt64 = 0
    for id in ids {
      let d = Int64(bitPattern: id &- previous)
      varint(UInt64(bitPattern: (d << 1) ^ (d >> 63)), into: &out)
      previous = id
    }
    return out
  }

  static func ids(_ bytes: [UInt8], count: Int) -> [UInt64]? {
    // Each id takes a byte at least: checked before anything is reserved.
    guard count <= bytes.count else { return nil }
    var out: [UInt64] = []
    out.reserveCapacity(count)
    var i = 0
    var previous: UInt64 = 0
    while out.count < count {
      guard let z = varint(bytes, &i) else { return nil }
      previous &+= (z >> 1) ^ (0 &- (z & 1))
      out.append(previous)
    }
    return i == bytes.count ? out : nil
  }

  // MARK: sizes and flags

  static func runs(_ sizes: [Double]) -> [UInt8] {
    runs(sizes.map(\.bitPattern)) { v, out in
      for k in 0..<8 { out.append(UInt8(truncatingIfNeeded: v >> (8 * k))) }
    }
  }

  static func runs(_ flags: [ItemFlags]) -> [UInt8] {
    runs(flags.map(\.rawValue)) { v, out in out.append(v) }
  }

  static func sizes(_ bytes: [UInt8], count: Int) -> [Double]? {
    values(bytes, count: count, width: 8) { b, at in
      var v: UInt64 = 0
      for k in 0..<8 { v |= UInt64(b[at + k]) << (8 * k) }
      return Double(bitPattern: v)
    }
  }

  static func flags(_ bytes: [UInt8], count: Int) -> [UInt8]? {
    values(bytes, count: count, width: 1) { b, at in b[at] }
  }

  private static func runs<T: Equatable>(_ values: [T], _ put: (T, inout [UInt8]) -> Void)
    -> [UInt8]
  {
    var out: [UInt8] = []
    var i = 0
    while i < values.count {
      var j = i + 1
      while j < values.count && values[j] == values[i] { j += 1 }
      varint(UInt64(j - i), into: &out)
      put(values[i], &out)
      i = j
    }
    return out
  }

  /// Reads runs of `width`-byte values. The caller bounds `count` (a run
  /// may be long in few bytes), so the reservation is bounded too.
  private static func values<T>(
    _ bytes: [UInt8], count: Int, width: Int, _ read: ([UInt8], Int) -> T
  ) -> [T]? {
    var out: [T] = []
    out.reserveCapacity(count)
    var i = 0
    while out.count < count {
      guard let n = varint(bytes, &i), n >= 1, n <= UInt64(count - out.count),
        bytes.count - i >= width
      else { return nil }
      out.append(contentsOf: repeatElement(read(bytes, i), count: Int(n)))
      i += width
    }
    return i == bytes.count ? out : nil
  }

  // MARK: varints

  private static func varint(_ v: UInt64, into out: inout [UInt8]) {
    var v = v
    while v >= 0x80 {
      out.append(UInt8(truncatingIfNeeded: v) | 0x80)
      v >>= 7
    }
    out.append(UInt8(v))
  }

  /// The varint at `i`, moving `i` past it; nil when truncated, over 64
  /// bits, or not in its shortest form (so each list has one packed text).
  private static func varint(_ b: [UInt8], _ i: inout Int) -> UInt64? {
    var v: UInt64 = 0
    for k in 0..<10 {
      guard i < b.count else { return nil }
      let byte = b[i]
      i += 1
      guard k < 9 || byte <= 1 else { return nil }
      v |= UInt64(byte & 0x7F) << (7 * k)
      if byte < 0x80 { return k > 0 && byte == 0 ? nil : v }
    }
    return nil
  }

  // MARK: base64

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Each byte's 6-bit value, 0xFF for bytes outside the alphabet.
  private static let sextets: [UInt8] = {
    var t = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in alphabet.enumerated() { t[Int(c)] = UInt8(i) }
    return t
  }()

  static func base64(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i < bytes.count {
      let n = min(3, bytes.count - i)
      var v = UInt32(bytes[i]) << 16
      if n > 1 { v |= UInt32(bytes[i + 1]) << 8 }
      if n > 2 { v |= UInt32(bytes[i + 2]) }
      for k in 0..<4 {
        out.append(k <= n ? alphabet[Int(v >> (18 - 6 * k) & 0x3F)] : UInt8(ascii: "="))
      }
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Strict: padded to a multiple of 4, the alphabet only, padding bits 0.
  static func bytes(base64 text: Substring) -> [UInt8]? {
    let u = Array(text.utf8)
    let equals = UInt8(ascii: "=")
    guard u.count % 4 == 0 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(u.count / 4 * 3)
    var i = 0
    while i < u.count {
      var pad = 0
      if i + 4 == u.count && u[i + 3] == equals { pad = u[i + 2] == equals ? 2 : 1 }
      var v: UInt32 = 0
      for k in 0..<(4 - pad) {
        let s = sextets[Int(u[i + k])]
        guard s != 0xFF else { return nil }
        v |= UInt32(s) << (18 - 6 * k)
      }
      guard v & (pad == 2 ? 0xFFFF : pad == 1 ? 0xFF : 0) == 0 else { return nil }
      for k in 0..<(3 - pad) { out.append(UInt8(truncatingIfNeeded: v >> (16 - 8 * k))) }
      i += 4
    }
    return out
  }
}
