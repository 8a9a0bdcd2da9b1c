export const r = /\p{Extended_Pictographic}/gu;
