// Stands in for an imported picture: the build gives its URL, a test only needs some URL.
module.exports = 'picture.webp';
