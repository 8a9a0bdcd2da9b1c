let t=performance.now();const r=/^\p{RGI_Emoji}$/v;const a=performance.now()-t;t=performance.now();r.test('x');console.log('create',a.toFixed(1),'test',(performance.now()-t).toFixed(1));
