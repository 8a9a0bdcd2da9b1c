const t=performance.now();const r=/^\p{RGI_Emoji}$/v;console.log((performance.now()-t).toFixed(1))
