/// Stops the program when an API contract is broken, with a message that names what broke — in
/// every build configuration.
///
/// `precondition` drops its message in optimized (`-O`) builds, which is where apps ship; a trap
/// that is part of an API's documented contract must still say what broke there, so every such
/// trap in the package goes through this function (or ``contractViolation(_:file:line:)``).
///
/// - Parameters:
///   - condition: What the caller promised.
///   - message: What broke, naming the type, the call and the offending value.
///   - file: The file to report.
///   - line: The line to report.
@inlinable
package func requireContract(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { contractViolation(message(), file: file, line: line) }
}

/// Stops the program because an API contract is broken, with a message that names what broke —
/// in every build configuration (see ``requireContract(_:_:file:line:)``).
///
/// The message starts with `TableModelKit: `, so a crash log says at once which library stopped
/// the program, whatever public type the message goes on to name.
///
/// - Parameters:
///   - message: What broke, naming the type, the call and the offending value.
///   - file: The file to report.
///   - line: The line to report.
@inlinable
package func contractViolation(
  _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) -> Never {
  fatalError("TableModelKit: \(message())", file: file, line: line)
}
