var o=/^\p{RGI_Emoji}$/v;export{o as r};
