export const r = new RegExp(String.raw`^\p{RGI_Emoji}$`, 'v');
