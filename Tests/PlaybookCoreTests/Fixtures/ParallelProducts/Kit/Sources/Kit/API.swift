/// The current version of the API.
public enum API {
    public static let version = 31
}
