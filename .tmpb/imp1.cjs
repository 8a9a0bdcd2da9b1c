const f = () => import('./nope.js');
