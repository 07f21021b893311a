/* utf8.c: UTF-8 validation, the core's own: the diagnostics quote only
 * valid text, and every reader (text, PIR JSON, ProgramDesc strings)
 * checks its input with it. ASCII runs are skipped a word (or 32 bytes with
 * SSE2) at a time. */
#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "utf8.h"

bool pirUtf8Validate(const char *str, size_t n, size_t *bad)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0;
	while (i < n) {
		/* ASCII without NUL: 32 bytes at a time with SSE2 (a byte's top
		 * bit is its sign; NUL compares equal to zero), then 8 at a
		 * time: non-ASCII if a top bit is set, NUL if (w - 0x01..) & ~w
		 * has one. */
		const uint64_t ones = 0x0101010101010101ull, tops = 0x8080808080808080ull;
#ifdef __SSE2__
		const __m128i zero = _mm_setzero_si128();
		while (i + 32 <= n) {
			__m128i a = _mm_loadu_si128((const __m128i *)(s + i));
			__m128i b = _mm_loadu_si128((const __m128i *)(s + i + 16));
			__m128i nul = _mm_or_si128(_mm_cmpeq_epi8(a, zero), _mm_cmpeq_epi8(b, zero));
			if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(a, b), nul)))
				break;
			i += 32;
		}
#endif
		while (i + 8 <= n) {
			uint64_t w;
			memcpy(&w, s + i, 8);
			if ((w & tops) || ((w - ones) & ~w & tops))
				break;
			i += 8;
		}
		if (i >= n)
			break;
		unsigned char c = s[i];
		if (c < 0x80) {
			if (c == 0)
				goto fail;
			i++;
			continue;
		}
		size_t len;
		uint32_t cp;
		if (c >= 0xC2 && c <= 0xDF) {
			len = 2;
			cp = c & 0x1F;
		} else if (c >= 0xE0 && c <= 0xEF) {
			len = 3;
			cp = c & 0x0F;
		} else if (c >= 0xF0 && c <= 0xF4) {
			len = 4;
			cp = c & 0x07;
		} else {
			goto fail;
		}
		if (i + len > n)
			goto fail;
		for (size_t k = 1; k < len; k++) {
			if ((s[i + k] & 0xC0) != 0x80)
				goto fail;
			cp = (cp << 6) | (s[i + k] & 0x3F);
		}
		if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
			goto fail;
		i += len;
	}
	return true;
fail:
	*bad = i;
	return false;
}
