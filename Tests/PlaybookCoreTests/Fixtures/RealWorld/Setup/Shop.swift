/// What the guides about the shop take for granted.
let shopName = "Corner Shop"
