#ifndef DYNAMICSTACKS_CLIBCRYPTO_SHIM_H
#define DYNAMICSTACKS_CLIBCRYPTO_SHIM_H

// OpenSSL's libcrypto, for the SHA-256 of the audit's fingerprints: the system's library, so a
// fresh build compiles no cryptography of its own (swift-crypto builds BoringSSL from source,
// about a minute on two cores, for one hash).
#include <openssl/evp.h>

#endif
