/* placeholder */
#include "kernels.h"

const ExKernel exReduceKernels[] = {
	{NULL, NULL},
};
