// zlib against libdeflate on the gallery's image data, with no PNG encoder around them
// (docs/performance.md, "libdeflate"): every docs/gallery picture decoded by Cairo, its rows
// made unfiltered RGB as the encoder makes them (a 0 type byte, then R, G, B), then all of them
// compressed at each level of each library; prints CPU time (this thread) and total bytes.
//
//   gcc -O2 scripts/compare-deflate.c -o /tmp/compare-deflate $(pkg-config --cflags --libs cairo) -lz -ldeflate
//   /tmp/compare-deflate          # from the repository root; about a minute (libdeflate 10–12 are slow)
#include <cairo.h>
#include <zlib.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <glob.h>
typedef struct { unsigned char *raw; size_t len; } Img;
static double now(){struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID,&t); return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  glob_t g; glob("docs/gallery/*.png",0,NULL,&g);
  Img imgs[64]; int n=0; size_t total=0;
  for(size_t i=0;i<g.gl_pathc;i++){
    cairo_surface_t*s=cairo_image_surface_create_from_png(g.gl_pathv[i]);
    int w=cairo_image_surface_get_width(s),h=cairo_image_surface_get_height(s),st=cairo_image_surface_get_stride(s);
    unsigned char*d=cairo_image_surface_get_data(s);
    size_t len=(size_t)h*(1+3*w); unsigned char*r=malloc(len); size_t o=0;
    for(int y=0;y<h;y++){ r[o++]=0; unsigned int*px=(unsigned int*)(d+y*st); for(int x=0;x<w;x++){unsigned int p=px[x]; r[o++]=(p>>16)&255;r[o++]=(p>>8)&255;r[o++]=p&255;} }
    imgs[n].raw=r; imgs[n].len=len; n++; total+=len; cairo_surface_destroy(s);
  }
  printf("%d images, %zu raw bytes\n",n,total);
  unsigned char*out=malloc(64<<20);
  for(int lvl=1;lvl<=9;lvl++){ for(int mem=8;mem<=9;mem++){
    double t0=now(); size_t bytes=0;
    for(int i=0;i<n;i++){ z_stream z; memset(&z,0,sizeof z); deflateInit2(&z,lvl,Z_DEFLATED,15,mem,Z_DEFAULT_STRATEGY);
      z.next_in=imgs[i].raw; z.avail_in=imgs[i].len; z.next_out=out; z.avail_out=64<<20; deflate(&z,Z_FINISH); bytes+=z.total_out; deflateEnd(&z);}
    printf("zlib  level %d mem %d: %7.1f ms %9zu bytes\n",lvl,mem,(now()-t0)*1000,bytes);}}
  for(int lvl=1;lvl<=12;lvl++){
    double t0=now(); size_t bytes=0;
    struct libdeflate_compressor*c=libdeflate_alloc_compressor(lvl);
    for(int i=0;i<n;i++){ bytes+=libdeflate_zlib_compress(c,imgs[i].raw,imgs[i].len,out,64<<20);}
    libdeflate_free_compressor(c);
    printf("libdeflate level %d: %7.1f ms %9zu bytes\n",lvl,(now()-t0)*1000,bytes);}
}
