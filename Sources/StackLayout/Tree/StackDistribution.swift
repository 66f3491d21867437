/// How a stack sizes and positions its children along its axis, as `UIStackView.Distribution`.
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// Children keep their intrinsic lengths; spare room goes to the child with the lowest
    /// content hugging priority (the first such child by index on a tie, as Apple documents),
    /// and missing room is taken from the child with the lowest compression resistance
    /// (the *last* such child by index on a tie, so that trailing content gives way first,
    /// as a line of text truncates at its end). Spacing is exact.
    case fill
    /// Every child gets the same length: the room left after spacing divided evenly.
    case fillEqually
    /// Each child gets a share of the room left after spacing in proportion to its intrinsic length.
    case fillProportionally
    /// Children keep their intrinsic lengths and the room left over is split evenly between them;
    /// spacing is a minimum. On overflow the gaps are the spacing and children shrink as in `fill`.
    case equalSpacing
    /// The distances between consecutive children's centres are equal, with every gap at
    /// least the spacing. When that does not fit, gaps shrink towards the spacing one by one
    /// (the widest pairs first), then children shrink as in `fill`.
    case equalCentering
}
