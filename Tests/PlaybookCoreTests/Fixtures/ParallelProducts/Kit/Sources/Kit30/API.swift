/// The earlier version of the API.
public enum API {
    public static let version = 30
    public static let label = "3.0"
}
