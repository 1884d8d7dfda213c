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





T = TypeVar("T", bound="CalcHvacVentilationOutput")



@_attrs_define
class CalcHvacVentilationOutput:
    """ The results of calc_hvac_ventilation and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bedrooms_counted (int): Bedrooms used: the input, but not less than one.
            cfm_per_person_applied (float): Occupant rate applied, ft³/min per person (occupants = bedrooms + 1).
            cfm_per_sqft_applied (float): Floor-area rate applied, ft³/min per ft².
            code_reference (str): The ventilation standard applied.
            floor_area_cfm (float): The floor-area term, 0.03 × floor area, ft³/min.
            occupant_cfm (float): The occupant term, 7.5 × (bedrooms + 1), ft³/min.
            required_cfm (float): Total required whole-dwelling ventilation rate Q_tot, ft³/min (continuous).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bedrooms_counted: int
    cfm_per_person_applied: float
    cfm_per_sqft_applied: float
    code_reference: str
    floor_area_cfm: float
    occupant_cfm: float
    required_cfm: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bedrooms_counted = self.bedrooms_counted

        cfm_per_person_applied = self.cfm_per_person_applied

        cfm_per_sqft_applied = self.cfm_per_sqft_applied

        code_reference = self.code_reference

        floor_area_cfm = self.floor_area_cfm

        occupant_cfm = self.occupant_cfm

        required_cfm = self.required_cfm

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bedrooms_counted": bedrooms_counted,
            "cfm_per_person_applied": cfm_per_person_applied,
            "cfm_per_sqft_applied": cfm_per_sqft_applied,
            "code_reference": code_reference,
            "floor_area_cfm": floor_area_cfm,
            "occupant_cfm": occupant_cfm,
            "required_cfm": required_cfm,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bedrooms_counted = d.pop("bedrooms_counted")

        cfm_per_person_applied = d.pop("cfm_per_person_applied")

        cfm_per_sqft_applied = d.pop("cfm_per_sqft_applied")

        code_reference = d.pop("code_reference")

        floor_area_cfm = d.pop("floor_area_cfm")

        occupant_cfm = d.pop("occupant_cfm")

        required_cfm = d.pop("required_cfm")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_hvac_ventilation_output = cls(
            bedrooms_counted=bedrooms_counted,
            cfm_per_person_applied=cfm_per_person_applied,
            cfm_per_sqft_applied=cfm_per_sqft_applied,
            code_reference=code_reference,
            floor_area_cfm=floor_area_cfm,
            occupant_cfm=occupant_cfm,
            required_cfm=required_cfm,
            schemas=schemas,
        )


        calc_hvac_ventilation_output.additional_properties = d
        return calc_hvac_ventilation_output

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
