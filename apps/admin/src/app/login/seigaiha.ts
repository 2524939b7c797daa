/** 青海波 (seigaiha) wave pattern in two close indigo tones: pure CSS, no image request. */
export function seigaiha(a: string, b: string, size = 96): { backgroundColor: string; backgroundImage: string; backgroundSize: string } {
  const arcs = `${a} 24%, ${b} 24%, ${b} 28%, ${a} 28%, ${a} 36%, ${b} 36%, ${b} 40%, transparent 40%, transparent`;
  const fan = `${b} 10%, ${a} 10%, ${a} 23%, ${b} 23%, ${b} 30%, ${a} 30%, ${a} 43%, ${b} 43%, ${b} 50%, ${a} 50%, ${a} 63%, ${b} 63%, ${b} 71%, transparent 71%, transparent`;
  const side = `${b} 5%, ${a} 5%, ${a} 15%, ${b} 15%, ${b} 20%, ${a} 20%, ${a} 29%, ${b} 29%, ${b} 34%, ${a} 34%, ${a} 44%, ${b} 44%, ${b} 49%, transparent 49%, transparent`;
  return {
    backgroundColor: a,
    backgroundImage: [
      `radial-gradient(circle at 100% 150%, ${arcs})`,
      `radial-gradient(circle at 0 150%, ${arcs})`,
      `radial-gradient(circle at 50% 100%, ${fan})`,
      `radial-gradient(circle at 100% 50%, ${side})`,
      `radial-gradient(circle at 0 50%, ${side})`,
    ].join(','),
    backgroundSize: `${size}px ${size / 2}px`,
  };
}
