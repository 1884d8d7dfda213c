from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcRoofingShinglesOutput")



@_attrs_define
class CalcRoofingShinglesOutput:
    """ The results of calc_roofing_shingles and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bundles_per_square (int): Bundles of field shingles per 100 ft² for the shingle type.
            code_reference (str): The asphalt-shingle section.
            ridge_cap_bundles (int): Hip-and-ridge cap bundles: ceil(ridge_length_ft / ridge_ft_per_bundle).
            ridge_ft_per_bundle (float): Hip-and-ridge coverage applied, linear feet per bundle.
            shingle_bundles (int): Bundles of field shingles: ceil(squares_with_waste × bundles_per_square).
            squares_with_waste (float): roof_area_sqft × (1 + waste_pct/100) / 100.
            starter_bundles (int): Starter-strip bundles: ceil(starter_length_ft / starter_ft_per_bundle).
            starter_ft_per_bundle (float): Starter coverage applied, linear feet per bundle.
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bundles_per_square: int
    code_reference: str
    ridge_cap_bundles: int
    ridge_ft_per_bundle: float
    shingle_bundles: int
    squares_with_waste: float
    starter_bundles: int
    starter_ft_per_bundle: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bundles_per_square = self.bundles_per_square

        code_reference = self.code_reference

        ridge_cap_bundles = self.ridge_cap_bundles

        ridge_ft_per_bundle = self.ridge_ft_per_bundle

        shingle_bundles = self.shingle_bundles

        squares_with_waste = self.squares_with_waste

        starter_bundles = self.starter_bundles

        starter_ft_per_bundle = self.starter_ft_per_bundle

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bundles_per_square": bundles_per_square,
            "code_reference": code_reference,
            "ridge_cap_bundles": ridge_cap_bundles,
            "ridge_ft_per_bundle": ridge_ft_per_bundle,
            "shingle_bundles": shingle_bundles,
            "squares_with_waste": squares_with_waste,
            "starter_bundles": starter_bundles,
            "starter_ft_per_bundle": starter_ft_per_bundle,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bundles_per_square = d.pop("bundles_per_square")

        code_reference = d.pop("code_reference")

        ridge_cap_bundles = d.pop("ridge_cap_bundles")

        ridge_ft_per_bundle = d.pop("ridge_ft_per_bundle")

        shingle_bundles = d.pop("shingle_bundles")

        squares_with_waste = d.pop("squares_with_waste")

        starter_bundles = d.pop("starter_bundles")

        starter_ft_per_bundle = d.pop("starter_ft_per_bundle")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_roofing_shingles_output = cls(
            bundles_per_square=bundles_per_square,
            code_reference=code_reference,
            ridge_cap_bundles=ridge_cap_bundles,
            ridge_ft_per_bundle=ridge_ft_per_bundle,
            shingle_bundles=shingle_bundles,
            squares_with_waste=squares_with_waste,
            starter_bundles=starter_bundles,
            starter_ft_per_bundle=starter_ft_per_bundle,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_roofing_shingles_output.additional_properties = d
        return calc_roofing_shingles_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
