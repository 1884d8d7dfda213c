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





T = TypeVar("T", bound="CalcElectricalLightingLoadOutput")



@_attrs_define
class CalcElectricalLightingLoadOutput:
    """ The results of calc_electrical_lighting_load and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            branch_circuit_va (float): Load used to count general lighting branch circuits: 3 VA/ft² in every edition (the
                2026 NEC keeps 3 VA/ft² for branch circuits in 120.13 while the feeder load drops to 2), VA.
            code_reference (str): The dwelling general lighting load section in the edition's numbering: NEC 220.41 (2020
                and 2023: the 2020 rule of 220.12 and 220.14(J) is 220.41 in the codes area's 2023 edition), 120.41 (2026).
            demand_va (float): Total after the dwelling lighting demand factors (Table 220.42 in 2020, Table 220.45 in 2023,
                Table 120.45 in 2026): first 3000 VA at 100 %, 3001 to 120 000 VA at 35 %, the remainder at 25 %, VA.
            general_lighting_va (float): floor_area_sqft x general_lighting_va_per_sqft, VA. Includes the general-use
                receptacles (no separate receptacle load in a dwelling).
            general_lighting_va_per_sqft (float): Unit load applied to the feeder/service calculation: 3 VA/ft² (NEC 2020
                220.14(J), 2023 220.41), 2 VA/ft² (NEC 2026 120.41).
            laundry_va (float): 1500 VA x laundry_circuits (220.52(B)), VA.
            min_15a_circuits (int): Fewest 15 A, 120 V general lighting circuits for branch_circuit_va: ceil(VA / 1800).
            min_20a_circuits (int): Fewest 20 A, 120 V general lighting circuits for branch_circuit_va: ceil(VA / 2400).
            nec_edition_used (str): NEC edition applied.
            small_appliance_va (float): 1500 VA x small_appliance_circuits (220.52(A)), VA.
            total_connected_va (float): General lighting + small-appliance + laundry load before demand factors, VA.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    branch_circuit_va: float
    code_reference: str
    demand_va: float
    general_lighting_va: float
    general_lighting_va_per_sqft: float
    laundry_va: float
    min_15a_circuits: int
    min_20a_circuits: int
    nec_edition_used: str
    small_appliance_va: float
    total_connected_va: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        branch_circuit_va = self.branch_circuit_va

        code_reference = self.code_reference

        demand_va = self.demand_va

        general_lighting_va = self.general_lighting_va

        general_lighting_va_per_sqft = self.general_lighting_va_per_sqft

        laundry_va = self.laundry_va

        min_15a_circuits = self.min_15a_circuits

        min_20a_circuits = self.min_20a_circuits

        nec_edition_used = self.nec_edition_used

        small_appliance_va = self.small_appliance_va

        total_connected_va = self.total_connected_va

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "branch_circuit_va": branch_circuit_va,
            "code_reference": code_reference,
            "demand_va": demand_va,
            "general_lighting_va": general_lighting_va,
            "general_lighting_va_per_sqft": general_lighting_va_per_sqft,
            "laundry_va": laundry_va,
            "min_15a_circuits": min_15a_circuits,
            "min_20a_circuits": min_20a_circuits,
            "nec_edition_used": nec_edition_used,
            "small_appliance_va": small_appliance_va,
            "total_connected_va": total_connected_va,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        branch_circuit_va = d.pop("branch_circuit_va")

        code_reference = d.pop("code_reference")

        demand_va = d.pop("demand_va")

        general_lighting_va = d.pop("general_lighting_va")

        general_lighting_va_per_sqft = d.pop("general_lighting_va_per_sqft")

        laundry_va = d.pop("laundry_va")

        min_15a_circuits = d.pop("min_15a_circuits")

        min_20a_circuits = d.pop("min_20a_circuits")

        nec_edition_used = d.pop("nec_edition_used")

        small_appliance_va = d.pop("small_appliance_va")

        total_connected_va = d.pop("total_connected_va")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_lighting_load_output = cls(
            branch_circuit_va=branch_circuit_va,
            code_reference=code_reference,
            demand_va=demand_va,
            general_lighting_va=general_lighting_va,
            general_lighting_va_per_sqft=general_lighting_va_per_sqft,
            laundry_va=laundry_va,
            min_15a_circuits=min_15a_circuits,
            min_20a_circuits=min_20a_circuits,
            nec_edition_used=nec_edition_used,
            small_appliance_va=small_appliance_va,
            total_connected_va=total_connected_va,
            schemas=schemas,
        )


        calc_electrical_lighting_load_output.additional_properties = d
        return calc_electrical_lighting_load_output

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
