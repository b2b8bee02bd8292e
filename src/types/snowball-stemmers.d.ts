// The package ships no types: the part of its documented interface the site uses.
declare module 'snowball-stemmers' {
  const snowball: { newStemmer(language: string): { stem(word: string): string }; algorithms(): string[] }
  export default snowball
}
