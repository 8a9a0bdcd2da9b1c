export const r = /^\p{RGI_Emoji}$/v;
