// Placeholder entry; the command dispatcher replaces it.
console.log('vigil');
