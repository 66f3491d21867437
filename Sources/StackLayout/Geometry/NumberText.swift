/// Numbers written as text, in the two forms output needs: exact for machines and for
/// lengths a reader compares, rounded for people elsewhere.
public enum NumberText {
    /// `value` at full precision: whole numbers without a fraction (`375`, never `375.0` or
    /// `-0`), others in Swift's shortest form that reads back as the same `Double` (`200.5`,
    /// `4.100000000000001`). Valid JSON for finite values.
    public static func exact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `value` as people read it in messages and captions: rounded to two decimals, trailing
    /// zeros dropped (`4.1`, `67.79`, `44`).
    public static func readable(_ value: Double) -> String {
        exact((value * 100).rounded() / 100)
    }
}
