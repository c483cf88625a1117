// Stands in for a package's style sheet, which jsdom would not apply anyway.
module.exports = {};
