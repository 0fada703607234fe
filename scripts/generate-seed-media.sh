#!/usr/bin/env bash
# Regenerates the starter library's media: sub-category images, the default sub-category image,
# three tanpura-like drone mp3s and one short mp4. Documentation of how the committed files were made;
# the build does not run it.
#
# Needs: ffmpeg (with libx264, libmp3lame), ImageMagick 6 with the pango delegate (/usr/bin/convert,
# not the /usr/local/bin/convert stand-in), pngquant, and a Devanagari font:
#   apt-get install -y imagemagick fonts-noto-core pngquant
#
# Usage: scripts/generate-seed-media.sh   (from the repository root)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
IMG_DIR="$ROOT/server/db/seed/assets/subcategoryimg"
DEFAULT_DIR="$ROOT/server/assets/subcategoryimg"
MEDIA_DIR="$ROOT/server/db/seed/assets/media"
CONVERT=/usr/bin/convert
FONT="Noto Sans Devanagari Bold"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$IMG_DIR" "$DEFAULT_DIR" "$MEDIA_DIR"

# ---------------------------------------------------------------- images
# Renders Devanagari text (pango does the conjunct shaping) to a transparent PNG.
text_png() { # out colour size text
  "$CONVERT" -background none -fill "$2" pango:"<span font=\"$FONT $3\">$4</span>" "$1"
}

# make_image out.png inner-colour outer-colour ring-colour glyph-colour glyph glyph-size label
# A 600x400 radial gradient, a simple mandala (two rings, a ring of 16 dots, 8 petals),
# a central glyph and a label at the bottom; quantised with pngquant to stay small.
make_image() {
  local out=$1 inner=$2 outer=$3 ring=$4 glyphc=$5 glyph=$6 gsize=$7 label=$8
  local cx=300 cy=170 draws="" i a x y
  for i in $(seq 0 15); do
    a=$(echo "$i*3.14159265/8" | bc -l)
    x=$(printf '%.0f' "$(echo "$cx+128*c($a)" | bc -l)")
    y=$(printf '%.0f' "$(echo "$cy+128*s($a)" | bc -l)")
    draws+=" -draw \"circle $x,$y $((x + 5)),$y\""
  done
  for i in $(seq 0 7); do
    a=$(echo "$i*3.14159265/4+3.14159265/8" | bc -l)
    x=$(printf '%.0f' "$(echo "$cx+100*c($a)" | bc -l)")
    y=$(printf '%.0f' "$(echo "$cy+100*s($a)" | bc -l)")
    draws+=" -draw \"ellipse $x,$y 9,9 0,360\""
  done
  text_png "$TMP/glyph.png" "$glyphc" "$gsize" "$glyph"
  text_png "$TMP/label.png" '#fffaf0' 32 "$label"
  eval "\"$CONVERT\" -size 600x400 radial-gradient:'$inner'-'$outer' \
    -fill none -stroke '$ring' -strokewidth 3 -draw 'circle $cx,$cy $cx,$((cy - 140))' \
    -strokewidth 1.5 -draw 'circle $cx,$cy $cx,$((cy - 112))' \
    -stroke none -fill '$ring' $draws \
    '$TMP/glyph.png' -gravity center -geometry +0-30 -composite \
    '$TMP/label.png' -gravity south -geometry +0+22 -composite \
    -strip '$TMP/full.png'"
  pngquant --force --quality 55-85 --speed 1 --strip --output "$out" "$TMP/full.png"
}

make_image "$IMG_DIR/ram.png"       '#ffd68a' '#c2410c' '#fff1d6' '#7c1d06' 'राम'  58 'राम भजन'
make_image "$IMG_DIR/krishna.png"   '#9fd3ff' '#1e3a8a' '#e0f2ff' '#0b1f5c' 'श्याम' 52 'कृष्ण भजन'
make_image "$IMG_DIR/meera.png"     '#ffc6de' '#9d174d' '#ffe4ef' '#5c0a2c' 'मीरा'  58 'मीरा के भजन'
make_image "$IMG_DIR/kabir.png"     '#e8e2c8' '#57534e' '#faf6e6' '#292524' 'कबीर'  56 'कबीर वाणी'
make_image "$IMG_DIR/aarti.png"     '#fff09a' '#b45309' '#fffbe0' '#7c2d12' 'ॐ'    110 'आरती'
make_image "$IMG_DIR/chalisa.png"   '#ffb38a' '#7f1d1d' '#ffe3d3' '#450a0a' 'जय'   66 'चालीसा और स्तुति'
make_image "$IMG_DIR/prarthana.png" '#c7f0d2' '#166534' '#e6fbe9' '#0b3b1e' 'ॐ'    110 'प्रार्थना'
# The fallback for sub-categories without an image (Surdas in the seed): neutral saffron with ॐ.
make_image "$DEFAULT_DIR/default.png" '#ffe0a3' '#d97706' '#fff6e0' '#8a3c04' 'ॐ' 110 'भजन संग्रह · Bhajan Sangrah'

# ---------------------------------------------------------------- audio
# A tanpura-like drone: four plucked strings (Pa Sa Sa Sa-low, or Ma for the third file) each
# re-plucked once per cycle, every string a sum of decaying harmonics with a slight buzz,
# over a soft sustained bass; a slow tremolo; fade in and out. Mono, 44.1 kHz, 56 kb/s.
# pluck f offset period: one string plucked at `offset` seconds into every `period`.
pluck() {
  local f=$1 off=$2 per=$3
  local ph="mod(t+$per-$off\\,$per)"
  echo "exp(-1.3*$ph)*(sin(2*PI*$f*t)+0.55*sin(4*PI*$f*t)+0.4*sin(6*PI*$f*t)+0.22*sin(8*PI*$f*t)+0.12*sin(10*PI*$f*t+0.3*sin(2*PI*$f*t)))"
}
make_drone() { # out pa sa sa_low period seconds tremolo_hz
  local out=$1 pa=$2 sa=$3 low=$4 per=$5 dur=$6 trem=$7
  local q
  q=$(echo "$per/4" | bc -l)
  local expr="0.16*($(pluck "$pa" 0 "$per")+$(pluck "$sa" "$q" "$per")+$(pluck "$sa" "$(echo "2*$q" | bc -l)" "$per")+$(pluck "$low" "$(echo "3*$q" | bc -l)" "$per"))+0.05*sin(2*PI*$low*t)+0.025*sin(4*PI*$sa*t)"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "aevalsrc=exprs='$expr':s=44100:d=$dur" \
    -af "tremolo=f=$trem:d=0.18,afade=t=in:d=1.5,afade=t=out:st=$(echo "$dur-2.5" | bc -l):d=2.5,lowpass=f=3500,alimiter=limit=0.9" \
    -ac 1 -ar 44100 -c:a libmp3lame -b:a 56k "$out"
}
# Sa = C3, Pa = G2 (lower), low Sa = C2; a slow 3.2 s cycle.
make_drone "$MEDIA_DIR/tanpura-drone-c.mp3" 98.00 130.81 65.41 3.2 16 0.5
# Sa = D3, Pa = A2, low Sa = D2; 2.8 s cycle.
make_drone "$MEDIA_DIR/tanpura-drone-d.mp3" 110.00 146.83 73.42 2.8 14 0.7
# Sa = E3 with Ma (A2) instead of Pa, low Sa = E2; a quicker 2.4 s cycle.
make_drone "$MEDIA_DIR/tanpura-drone-e-ma.mp3" 110.00 164.81 82.41 2.4 12 0.9

# ---------------------------------------------------------------- video
# 480x270, 9 s: a slowly moving saffron/maroon gradient, the title rendered with pango (ffmpeg's
# drawtext does not shape Devanagari) faded in, and the C drone as the sound track.
text_png "$TMP/vtitle.png" '#fffaf0' 30 'आरती कुंजबिहारी की'
text_png "$TMP/vom.png" '#fff3c4' 64 'ॐ'
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=480x270:r=24:d=9:c0=0xf59e0b:c1=0x9a3412:c2=0x7f1d1d:c3=0xfbbf24:n=4:speed=0.012" \
  -loop 1 -i "$TMP/vom.png" -loop 1 -i "$TMP/vtitle.png" \
  -i "$MEDIA_DIR/tanpura-drone-c.mp3" \
  -filter_complex "[1:v]format=rgba,fade=t=in:st=0.3:d=1.5:alpha=1[om];[2:v]format=rgba,fade=t=in:st=1.5:d=1.5:alpha=1[ti];[0:v][om]overlay=x=(W-w)/2:y=40:shortest=1[a];[a][ti]overlay=x=(W-w)/2:y=H-h-40:shortest=1,fade=t=out:st=8:d=1,format=yuv420p[v];[3:a]atrim=0:9,afade=t=out:st=7.5:d=1.5[aout]" \
  -map "[v]" -map "[aout]" -t 9 \
  -c:v libx264 -profile:v main -preset slow -crf 30 -pix_fmt yuv420p \
  -c:a aac -b:a 64k -ac 1 -movflags +faststart "$MEDIA_DIR/aarti-kunj-bihari.mp4"

ls -l "$IMG_DIR" "$DEFAULT_DIR" "$MEDIA_DIR"
